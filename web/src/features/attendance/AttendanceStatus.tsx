import AccessTimeIcon from '@mui/icons-material/AccessTime';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import { statusLabel } from '@solve/core/attendance';
import type { ReactNode } from 'react';

/** One icon per status (classroom.md §2): the roll's Present is the stored ONTIME. */
const ICONS: Record<string, ReactNode> = {
  UNKNOWN: <HelpOutlineIcon fontSize="small" color="disabled" />,
  ONTIME: <CheckCircleIcon fontSize="small" color="success" />,
  LATE: <AccessTimeIcon fontSize="small" color="warning" />,
  EARLY: <LogoutIcon fontSize="small" color="warning" />,
  ABSENT: <CancelIcon fontSize="small" color="error" />,
  EXCUSED: <EventBusyIcon fontSize="small" color="info" />,
};

export function StatusIcon({ status }: { status: string }) {
  return <>{ICONS[status] ?? ICONS.UNKNOWN}</>;
}

/** The status with its icon and label, as the Attendance tab, SCHEDULE and the roll show it. */
export function AttendanceStatus({ status }: { status: string }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      <StatusIcon status={status} />
      <span>{statusLabel(status)}</span>
    </Box>
  );
}
