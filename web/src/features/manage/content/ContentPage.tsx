import Stack from '@mui/material/Stack';
import { ContentUploadSection } from './ContentUploadSection';
import { PageHeading } from '..';

/** /manage/content: the academy's courses, lesson plans and problem sets. */
export default function ContentPage() {
  return (
    <Stack spacing={3}>
      <PageHeading>Content</PageHeading>
      <ContentUploadSection />
    </Stack>
  );
}
