import BoltIcon from '@mui/icons-material/Bolt';
import FitnessCenterIcon from '@mui/icons-material/FitnessCenter';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import MenuBookIcon from '@mui/icons-material/MenuBook';

/** The type icon beside the card's label: Mental Math, Skill Builder, Problem Solving, Instruction. */
export function AssignmentTypeIcon({ kind, purpose }: { kind: string; purpose: string }) {
  if (kind === 'INSTRUCTION') return <MenuBookIcon fontSize="small" />;
  if (purpose === 'MENTAL') return <BoltIcon fontSize="small" />;
  if (purpose === 'SKILL') return <FitnessCenterIcon fontSize="small" />;
  return <LightbulbIcon fontSize="small" />;
}
