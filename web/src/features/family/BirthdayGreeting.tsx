import CakeIcon from '@mui/icons-material/Cake';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import Fade from '@mui/material/Fade';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import { BIRTHDAY_GREETING_STEPS_MS, birthdayGreetingStep } from '@solve/core/family-home';
import { useEffect, useState } from 'react';
import { alreadyGreeted, joinedNames, rememberGreeted } from './greetedBirthdays';
import { FamilyBirthdaysQuery } from './home.documents';
import { useDrawnQuery } from '../../app/drawnQuery';

/** The steps the greeting shows before it ends (the last of BIRTHDAY_GREETING_STEPS_MS closes it). */
const LAST_STEP = BIRTHDAY_GREETING_STEPS_MS.length;

const pop = keyframes`from { transform: scale(0.4) rotate(-12deg); opacity: 0; } to { transform: scale(1) rotate(0); opacity: 1; }`;
const fall = keyframes`from { transform: translateY(-20px) rotate(0); opacity: 1; } to { transform: translateY(320px) rotate(540deg); opacity: 0; }`;
const CONFETTI = ['#f44336', '#ffb300', '#43a047', '#1e88e5', '#8e24aa', '#00acc1'];

function Confetti() {
  return (
    <Box aria-hidden sx={{ position: 'absolute', inset: 0, overflow: 'hidden', pointerEvents: 'none' }}>
      {Array.from({ length: 24 }, (_, i) => (
        <Box
          key={i}
          sx={{
            position: 'absolute',
            top: 0,
            left: `${(i * 37) % 100}%`,
            width: 8,
            height: 12,
            borderRadius: 1,
            bgcolor: CONFETTI[i % CONFETTI.length],
            animation: `${fall} ${1.6 + (i % 5) * 0.3}s ${(i % 6) * 0.15}s ease-in forwards`,
            '@media (prefers-reduced-motion: reduce)': { display: 'none' },
          }}
        />
      ))}
    </Box>
  );
}

/**
 * The birthday greeting (family-catalog-payment.md §2, §9): on a student's birthday in the
 * academy's time zone, the family dashboard greets them once a day on this device, in steps at 2,
 * 5 and 8 seconds (a cake, the wishes, their new age), and closes itself at the last one.
 */
export function BirthdayGreeting() {
  const { data } = useDrawnQuery(FamilyBirthdaysQuery, { fetchPolicy: 'network-only' });
  const found = data?.familyBirthdays;
  const [openedAt, setOpenedAt] = useState<number | null>(null);
  const [step, setStep] = useState(0);

  useEffect(() => {
    if (!found || found.students.length === 0 || openedAt !== null) return;
    const ids = found.students.map((student) => student.id);
    if (alreadyGreeted(found.date, ids)) return;
    rememberGreeted(found.date, ids);
    setOpenedAt(Date.now());
  }, [found, openedAt]);

  useEffect(() => {
    if (openedAt === null) return;
    const timers = BIRTHDAY_GREETING_STEPS_MS.map((at) =>
      window.setTimeout(() => setStep(birthdayGreetingStep(Date.now() - openedAt)), at - (Date.now() - openedAt)),
    );
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [openedAt]);

  if (!found || openedAt === null || step >= LAST_STEP) return null;
  const { students } = found;
  const who = joinedNames(students);
  const ages =
    students.length === 1 && students[0]!.age !== null ? `${who} turns ${students[0]!.age} today.` : `${who} have a birthday today.`;
  return (
    <Dialog
      open
      onClose={() => setStep(LAST_STEP)}
      aria-labelledby="birthday-title"
      aria-describedby="birthday-text"
      maxWidth="xs"
      fullWidth
    >
      <Box sx={{ position: 'relative', p: 4, minHeight: 300, textAlign: 'center', display: 'grid', placeItems: 'center', gap: 1 }}>
        {step >= 2 ? <Confetti /> : null}
        <IconButton aria-label="Close" onClick={() => setStep(LAST_STEP)} sx={{ position: 'absolute', top: 8, right: 8, zIndex: 1 }}>
          <CloseIcon />
        </IconButton>
        <CakeIcon
          color="secondary"
          aria-hidden
          sx={{ fontSize: 96, animation: `${pop} 600ms ease-out`, '@media (prefers-reduced-motion: reduce)': { animation: 'none' } }}
        />
        <Typography id="birthday-title" component="h2" variant="h5" sx={{ fontWeight: 800 }}>
          {step === 0 ? 'Guess what day it is…' : `Happy Birthday, ${who}!`}
        </Typography>
        <Fade in={step >= 2} timeout={600}>
          <Typography id="birthday-text" color="text.secondary">
            {ages} Have a wonderful day!
          </Typography>
        </Fade>
      </Box>
    </Dialog>
  );
}
