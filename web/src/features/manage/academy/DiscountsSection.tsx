import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '../../../components/errorMessage';
import { ProblemAlert } from '../../../components/ProblemAlert';
import { graphql, type ResultOf } from '../../../graphql';
import { amountInputOf, type DiscountField, fieldOf } from './discountsForm';

const DiscountSettingsQuery = graphql(`
  query DiscountSettings {
    discountSettings {
      sibling {
        percent
        cents
      }
      multiClass {
        percent
        cents
      }
    }
  }
`);

const UpdateDiscountSettingsMutation = graphql(`
  mutation UpdateDiscountSettings($sibling: DiscountAmountInput, $multiClass: DiscountAmountInput) {
    updateDiscountSettings(sibling: $sibling, multiClass: $multiClass) {
      sibling {
        percent
        cents
      }
      multiClass {
        percent
        cents
      }
    }
  }
`);

type Settings = ResultOf<typeof DiscountSettingsQuery>['discountSettings'];

/** Manage → Academy: the sibling and multi-class discounts the cart takes off by itself. */
export function DiscountsSection() {
  const { data, error } = useQuery(DiscountSettingsQuery);
  return (
    <section aria-labelledby="discounts-title">
      <Typography id="discounts-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        Discounts
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Taken off in the cart by themselves, per term: the sibling discount off each class of a family's second and later student, the
        multi-class discount off a student's second and later class. When both apply to a class, only the larger is given. Coupons are on
        the Coupons page.
      </Typography>
      {data ? (
        <DiscountsForm settings={data.discountSettings} />
      ) : error ? (
        <ProblemAlert problem={errorMessage(error, 'The discounts could not be loaded. Please try again.')} />
      ) : null}
    </section>
  );
}

function DiscountsForm({ settings }: { settings: Settings }) {
  const [sibling, setSibling] = useState<DiscountField>(() => fieldOf(settings.sibling ?? null));
  const [multiClass, setMultiClass] = useState<DiscountField>(() => fieldOf(settings.multiClass ?? null));
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [update, { loading }] = useMutation(UpdateDiscountSettingsMutation);

  async function save() {
    setProblem(null);
    setSaved(false);
    const siblingInput = amountInputOf(sibling, 'sibling discount');
    const multiInput = amountInputOf(multiClass, 'multi-class discount');
    if ('problem' in siblingInput || 'problem' in multiInput) {
      setProblem('problem' in siblingInput ? siblingInput.problem : 'problem' in multiInput ? multiInput.problem : null);
      return;
    }
    try {
      await update({ variables: { sibling: siblingInput.amount, multiClass: multiInput.amount } });
      setSaved(true);
    } catch (caught) {
      setProblem(errorMessage(caught, 'The discounts could not be saved. Please try again.'));
    }
  }

  return (
    <Stack
      component="form"
      sx={{ gap: 2 }}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <DiscountRow label="Sibling discount" field={sibling} onChange={setSibling} />
      <DiscountRow label="Multi-class discount" field={multiClass} onChange={setMultiClass} />
      <ProblemAlert problem={problem} />
      {saved ? (
        <Typography role="status" color="success.main">
          The discounts are saved. Carts are repriced when they next change and before payment.
        </Typography>
      ) : null}
      <div>
        <Button type="submit" variant="outlined" disabled={loading}>
          Save discounts
        </Button>
      </div>
    </Stack>
  );
}

function DiscountRow({ label, field, onChange }: { label: string; field: DiscountField; onChange(field: DiscountField): void }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
      <TextField
        select
        sx={{ flex: '1 1 180px' }}
        label={label}
        value={field.kind}
        onChange={(event) => onChange({ kind: event.target.value as DiscountField['kind'], value: '' })}
      >
        <MenuItem value="OFF">Off</MenuItem>
        <MenuItem value="PERCENT">Percent off</MenuItem>
        <MenuItem value="AMOUNT">Amount off</MenuItem>
      </TextField>
      {field.kind !== 'OFF' ? (
        <TextField
          sx={{ flex: '1 1 180px' }}
          label={field.kind === 'PERCENT' ? `${label}: percent` : `${label}: dollars`}
          inputMode={field.kind === 'PERCENT' ? 'numeric' : 'decimal'}
          value={field.value}
          onChange={(event) => onChange({ ...field, value: event.target.value })}
        />
      ) : null}
    </Stack>
  );
}
