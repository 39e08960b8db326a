import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ONBOARDING, onboardingProgress, onboardingProgressMax, type OnboardingStep } from '@solve/core/referral';
import { useState } from 'react';
import { OnboardingClassesStep } from './OnboardingClassesStep';
import { OnboardingParentStep } from './OnboardingParentStep';
import { OnboardingStudentStep } from './OnboardingStudentStep';
import type { OnboardingData } from './referral.documents';

const TITLES: Record<OnboardingStep, string> = { 1: 'Confirm Information', 2: 'Add a Student', 3: 'Select Your classes' };

/** The 3-step wizard (§2): a progress bar that moves 100 per step, and the step the server says the family is at. */
export function OnboardingWizard({ onboarding }: { onboarding: OnboardingData }) {
  const step = onboarding.step as OnboardingStep;
  // The new student's username is shown once, as the add-student dialog does.
  const [added, setAdded] = useState('');
  return (
    <Box sx={{ maxWidth: 760, mx: 'auto', py: { xs: 0, md: 2 } }}>
      <Typography component="h2" variant="h4" sx={{ fontWeight: 800 }}>
        Welcome, {onboarding.parent.firstName}!
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        A friend invited your family. Three short steps and your student is ready for class.
      </Typography>
      <Paper variant="outlined" component="section" aria-labelledby="onboarding-step-title" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
        <Typography color="text.secondary" sx={{ fontSize: 14, fontWeight: 600 }}>
          Step {step} of {ONBOARDING.steps}
        </Typography>
        <Typography id="onboarding-step-title" component="h3" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
          {TITLES[step]}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={(onboardingProgress(step) / onboardingProgressMax) * 100}
          aria-label="Onboarding progress"
          aria-valuemin={0}
          aria-valuemax={onboardingProgressMax}
          aria-valuenow={onboardingProgress(step)}
          aria-valuetext={`Step ${step} of ${ONBOARDING.steps}`}
          sx={{ height: 8, borderRadius: 4, mb: 3 }}
        />
        {step === 1 ? <OnboardingParentStep parent={onboarding.parent} /> : null}
        {step === 2 ? <OnboardingStudentStep onAdded={(student) => setAdded(student.message)} /> : null}
        {step === 3 && onboarding.student ? (
          <>
            {added ? (
              <Alert severity="success" role="status" onClose={() => setAdded('')} sx={{ mb: 2 }}>
                {added}
              </Alert>
            ) : null}
            <OnboardingClassesStep student={onboarding.student} />
          </>
        ) : null}
      </Paper>
    </Box>
  );
}
