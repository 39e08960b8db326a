import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { PageSpinner } from '../../../app/RequireSignIn';
import { errorMessage } from '../../../components/errorMessage';
import { readFragment } from '../../../graphql';
import { AcademySettingsFields, AcademySettingsQuery } from './academy.documents';
import { CentersSection } from './CentersSection';
import { DiscountsSection } from './DiscountsSection';
import { HolidaysSection } from './HolidaysSection';
import { PaymentPlanSection } from './PaymentPlanSection';
import { SettingsForm } from './SettingsForm';
import { TermsSection } from './TermsSection';
import { OfferHoursSection } from '../../waitlist';
import { PageHeading } from '..';

/** /manage/academy: the academy's name, contact, time zone, terms, holidays, centres, early-bird deadlines and texts. */
export default function AcademyPage() {
  const { data, loading, error } = useQuery(AcademySettingsQuery);
  if (loading && !data) return <PageSpinner />;
  if (error || !data) return <Alert severity="error">{errorMessage(error, 'The settings could not be loaded. Please try again.')}</Alert>;
  const settings = readFragment(AcademySettingsFields, data.academySettings);
  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <PageHeading>Academy</PageHeading>
      <SettingsForm settings={settings} />
      <DiscountsSection />
      <TermsSection terms={settings.terms} />
      <HolidaysSection holidays={settings.holidays} />
      <OfferHoursSection />
      <CentersSection />
      <PaymentPlanSection />
    </Box>
  );
}
