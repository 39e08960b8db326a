import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { BackButton } from './BackButton';

/** The column of a classroom page that is reached from another: its back button above the content. */
export function BackPage({
  backTo,
  backLabel,
  maxWidth = 960,
  children,
}: {
  backTo: string;
  backLabel?: string;
  maxWidth?: number;
  children: ReactNode;
}) {
  return (
    <Box
      sx={{
        width: '100%',
        maxWidth,
        mx: 'auto',
        px: { xs: 2, md: 4 },
        py: { xs: 2, md: 3 },
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <BackButton to={backTo} label={backLabel} />
      {children}
    </Box>
  );
}

/** The classroomId of the address when it is a positive whole number, otherwise null. */
export function classroomIdParam(params: URLSearchParams): number | null {
  const classroomId = Number(params.get('classroomId'));
  return Number.isInteger(classroomId) && classroomId > 0 ? classroomId : null;
}
