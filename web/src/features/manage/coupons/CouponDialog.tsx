import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { errorMessage } from '../../../components/errorMessage';
import { ProblemAlert } from '../../../components/ProblemAlert';
import { DateTimeField } from '..';
import { type CouponForm, EMPTY_FORM, formOf, inputOf, termLabel, type CouponView } from './couponForm';
import { type CouponOptions, REFETCH_COUPONS, SaveCouponMutation } from './coupons.documents';

interface Props {
  /** The coupon to change; null to create one. */
  coupon: CouponView | null;
  options: CouponOptions;
  onClose(): void;
  onSaved(code: string): void;
}

/** Creates or changes a coupon: its code, amount, what it covers, its days and its limits. Mounted only while open. */
export function CouponDialog({ coupon, options, onClose, onSaved }: Props) {
  const [form, setForm] = useState<CouponForm>(() => (coupon ? formOf(coupon) : EMPTY_FORM));
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { loading }] = useMutation(SaveCouponMutation, REFETCH_COUPONS);
  const phone = useMediaQuery('(max-width:599.95px)');
  const set = (change: Partial<CouponForm>) => setForm((current) => ({ ...current, ...change }));
  const field = { flex: '1 1 180px' };

  async function submit() {
    setProblem(null);
    const checked = inputOf(form);
    if ('problem' in checked) {
      setProblem(checked.problem);
      return;
    }
    try {
      await save({ variables: { id: coupon?.id ?? null, input: checked.input } });
      onSaved(checked.input.code.trim().toUpperCase());
    } catch (error) {
      setProblem(errorMessage(error, 'The coupon could not be saved. Please try again.'));
    }
  }

  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="coupon-dialog-title">
      <DialogTitle id="coupon-dialog-title">{coupon ? `Change coupon ${coupon.code}` : 'New coupon'}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="coupon-form"
          sx={{ gap: 2, pt: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <TextField
            label="Code"
            required
            value={form.code}
            onChange={(event) => set({ code: event.target.value.toUpperCase() })}
            helperText="What families type in the cart: 3 to 20 letters, digits, dashes or underscores."
          />
          <TextField
            label="Description (for the office)"
            value={form.description}
            onChange={(event) => set({ description: event.target.value })}
          />
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
            <TextField
              select
              sx={field}
              label="Discount"
              value={form.kind}
              onChange={(event) => set({ kind: event.target.value as CouponForm['kind'] })}
            >
              <MenuItem value="PERCENT">Percent off</MenuItem>
              <MenuItem value="AMOUNT">Amount off</MenuItem>
            </TextField>
            {form.kind === 'PERCENT' ? (
              <TextField
                sx={field}
                label="Percent off"
                inputMode="numeric"
                value={form.percent}
                onChange={(event) => set({ percent: event.target.value })}
              />
            ) : (
              <TextField
                sx={field}
                label="Amount off ($)"
                inputMode="decimal"
                value={form.amount}
                onChange={(event) => set({ amount: event.target.value })}
              />
            )}
          </Stack>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
            <TextField
              select
              sx={field}
              label="For"
              value={form.scopeType}
              onChange={(event) => set({ scopeType: event.target.value as CouponForm['scopeType'] })}
            >
              <MenuItem value="ALL">All classes</MenuItem>
              <MenuItem value="COURSE">One course</MenuItem>
              <MenuItem value="TERM">One term</MenuItem>
            </TextField>
            {form.scopeType === 'COURSE' ? (
              <TextField select sx={field} label="Course" value={form.courseId} onChange={(event) => set({ courseId: event.target.value })}>
                {options.courses.map((course) => (
                  <MenuItem key={course.id} value={String(course.id)}>
                    {course.code}: {course.title}
                  </MenuItem>
                ))}
              </TextField>
            ) : null}
            {form.scopeType === 'TERM' ? (
              <TextField select sx={field} label="Term" value={form.term} onChange={(event) => set({ term: event.target.value })}>
                {options.terms.map((term) => (
                  <MenuItem key={term} value={term}>
                    {termLabel(term)}
                  </MenuItem>
                ))}
              </TextField>
            ) : null}
          </Stack>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
            <DateTimeField
              sx={field}
              label="First day (optional)"
              type="date"
              value={form.validFrom}
              onChange={(validFrom) => set({ validFrom })}
            />
            <DateTimeField
              sx={field}
              label="Last day (optional)"
              type="date"
              value={form.validTo}
              onChange={(validTo) => set({ validTo })}
            />
          </Stack>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
            <TextField
              sx={field}
              label="Uses in all"
              inputMode="numeric"
              value={form.totalLimit}
              onChange={(event) => set({ totalLimit: event.target.value })}
              helperText="Empty: no limit"
            />
            <TextField
              sx={field}
              label="Uses per family"
              inputMode="numeric"
              value={form.perFamilyLimit}
              onChange={(event) => set({ perFamilyLimit: event.target.value })}
              helperText="Empty: no limit"
            />
          </Stack>
          <FormControlLabel
            control={<Checkbox checked={form.firstEnrolmentOnly} onChange={(event) => set({ firstEnrolmentOnly: event.target.checked })} />}
            label="Only for a family's first enrolment"
          />
          <ProblemAlert problem={problem} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" form="coupon-form" variant="contained" disabled={loading}>
          {coupon ? 'Save coupon' : 'Create coupon'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
