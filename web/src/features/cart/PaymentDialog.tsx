import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMutation, useQuery } from '@apollo/client/react';
import { CARD_BRAND_NAMES, type CardField, guessCardBrand, maskedCard } from '@solve/core/cards';
import { BILLING_LIMITS } from '@solve/core/text-limits';
import { messages } from '@solve/core/messages';
import { formatMoney } from '@solve/core/pricing';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../app/session';
import { CartItemCountQuery } from '../../app/shell/CartBadge';
import { errorMessage } from '../../components/errorMessage';
import { limitedField } from '../../components/limitedField';
import { useFormFields } from '../../components/useFormFields';
import { ChargeCreditCardMutation, PaymentSetupQuery } from './cart.documents';
import { PayInstalmentMutation } from './paymentPlan.documents';
import { PlanChooser } from './PlanChooser';
import { newIdempotencyKey, tokenizeCard } from './cardToken';
import { checkPaymentForm, type PaymentFormErrors } from './paymentForm';

interface Props {
  open: boolean;
  onClose(): void;
  invoiceId: number;
  totalCents: number;
  /** Pay this instalment of a plan now (FINANCE) instead of the order; told when it is paid. */
  instalment?: { id: number; label: string; onPaid(): void };
}

const BILLING_FIELDS = [
  ['firstName', 'First name', 'given-name'],
  ['lastName', 'Last name', 'family-name'],
  ['address', 'Billing address', 'street-address'],
  ['city', 'City', 'address-level2'],
  ['state', 'State', 'address-level1'],
  ['zip', 'ZIP code', 'postal-code'],
  ['country', 'Country', 'country-name'],
] as const;
type BillingField = (typeof BILLING_FIELDS)[number][0];

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The payment form (§2, §5): a saved card or a new one (number with its brand, MM/YY, CVV, name),
 * the billing address, save this card, the refund policy and promotions, and the legal tick box
 * (the form scrolls to it when it is missing). The card goes to the card service for a token; the
 * server gets the token only, and charges what it computes.
 */
export function PaymentDialog({ open, onClose, invoiceId, totalCents, instalment }: Props) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={onClose} fullScreen={phone} maxWidth="sm" fullWidth aria-labelledby="payment-title" scroll="paper">
      {open ? <PaymentForm onClose={onClose} invoiceId={invoiceId} totalCents={totalCents} instalment={instalment} /> : null}
    </Dialog>
  );
}

function PaymentForm({ onClose, invoiceId, totalCents, instalment }: Omit<Props, 'open'>) {
  const { me } = useSession();
  const navigate = useNavigate();
  const setup = useQuery(PaymentSetupQuery, { fetchPolicy: 'network-only' });
  const [charge] = useMutation(ChargeCreditCardMutation, { refetchQueries: [CartItemCountQuery, 'Cart', 'FamilyFinance'] });
  const [payInstalment] = useMutation(PayInstalmentMutation, { refetchQueries: ['FamilyPaymentPlans', 'FamilyFinance'] });
  // The deposit charged today when the family chose to pay in instalments; null: in full.
  const [depositCents, setDepositCents] = useState<number | null>(null);
  const dueNow = depositCents ?? totalCents;
  const key = useRef(newIdempotencyKey());
  const legalRef = useRef<HTMLDivElement>(null);
  const [chosen, setSource] = useState<string | null>(null);
  const { fields: card, set: setCardField } = useFormFields({
    number: '',
    expiry: '',
    cvv: '',
    name: me ? `${me.firstName} ${me.lastName}` : '',
  });
  const { fields: billing, set: setBillingField } = useFormFields<Record<BillingField, string>>({
    firstName: me?.firstName ?? '',
    lastName: me?.lastName ?? '',
    address: '',
    city: '',
    state: '',
    zip: '',
    country: 'USA',
  });
  const [saveCard, setSaveCard] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<PaymentFormErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);

  const savedCards = setup.data?.paymentProfiles ?? [];
  // The default saved card comes first, chosen until the family picks another way to pay.
  const source = chosen ?? (savedCards[0] ? String(savedCards[0].id) : 'new');
  const newCard = source === 'new' || totalCents === 0;
  const brand = guessCardBrand(card.number);

  const submit = async () => {
    setProblem(null);
    const check = checkPaymentForm({ card, billing, agreed, chargesNewCard: newCard && totalCents > 0 }, today());
    setErrors(check.errors);
    if (check.problem !== null) {
      if (check.onlyLegal) legalRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      setProblem(check.problem);
      return;
    }
    setPaying(true);
    try {
      let opaqueData: { dataDescriptor: string; dataValue: string } | null = null;
      if (newCard && totalCents > 0) {
        const token = await tokenizeCard(setup.data!.paymentConfig, { ...card, zip: billing.zip });
        if (!token.ok) {
          setProblem(token.message);
          return;
        }
        opaqueData = token.opaqueData;
      } else if (totalCents === 0) {
        opaqueData = { dataDescriptor: 'NONE', dataValue: 'credits-cover-the-total' };
      }
      const input = {
        invoiceId,
        idempotencyKey: key.current,
        opaqueData,
        paymentProfileId: opaqueData ? null : Number(source),
        billTo: billing,
        // A plan's instalments are charged to the saved card.
        createProfile: newCard && (saveCard || depositCents !== null),
        acceptedTerms: agreed,
      };
      const answer = instalment
        ? (await payInstalment({ variables: { instalmentId: instalment.id, input } })).data?.payInstalment
        : (await charge({ variables: { input: { ...input, payInInstalments: depositCents !== null } } })).data?.chargeCreditCard;
      if (!answer) throw new Error('no answer');
      if (!answer.success) {
        // A new try is a new payment: it needs its own key.
        key.current = newIdempotencyKey();
        setProblem(answer.errorMessage ?? messages.CHECKOUT_NO_TOKEN);
        return;
      }
      if (instalment) {
        instalment.onPaid();
        onClose();
        return;
      }
      await navigate('/payment-success', { state: answer });
    } catch (caught) {
      setProblem(errorMessage(caught, messages.CHECKOUT_NO_TOKEN));
    } finally {
      setPaying(false);
    }
  };

  const field = (name: CardField, label: string, extra: Partial<React.ComponentProps<typeof TextField>> = {}) => (
    <TextField
      label={label}
      value={card[name]}
      onChange={setCardField(name)}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      required
      fullWidth
      {...extra}
    />
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      sx={{ display: 'contents' }}
    >
      <DialogTitle id="payment-title">{instalment ? `Pay ${instalment.label}` : 'Payment'}</DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography sx={{ fontWeight: 800, fontSize: 18 }}>
          {depositCents === null ? `Total: ${formatMoney(totalCents)}` : `Due today: ${formatMoney(dueNow)} of ${formatMoney(totalCents)}`}
        </Typography>
        {instalment || totalCents === 0 ? null : (
          <PlanChooser invoiceId={invoiceId} depositCents={depositCents} onChange={setDepositCents} />
        )}
        {setup.loading ? <Typography>Loading your saved cards…</Typography> : null}
        {setup.error ? <Alert severity="error">The payment form could not be loaded. Please close it and try again.</Alert> : null}
        {totalCents > 0 && savedCards.length > 0 ? (
          <RadioGroup aria-label="Pay with" value={source} onChange={(event) => setSource(event.target.value)}>
            {savedCards.map((saved) => (
              <FormControlLabel
                key={saved.id}
                value={String(saved.id)}
                control={<Radio />}
                label={`${maskedCard(saved.cardBrand, saved.last4)}${saved.expiration ? ` · expires ${saved.expiration}` : ''}`}
              />
            ))}
            <FormControlLabel value="new" control={<Radio />} label="A new card" />
          </RadioGroup>
        ) : null}
        {totalCents === 0 ? <Alert severity="info">Your credits cover this order: no card is charged.</Alert> : null}
        {newCard && totalCents > 0 ? (
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
            <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
              {field('number', 'Card number', {
                autoComplete: 'cc-number',
                inputMode: 'numeric',
                slotProps: { htmlInput: { maxLength: 23 } },
                helperText:
                  errors.number ?? (brand ? CARD_BRAND_NAMES[brand] : 'Visa, MasterCard, American Express, Discover, Diners Club, JCB'),
              })}
            </Box>
            <Box sx={{ gridColumn: { sm: '1 / -1' } }}>{field('name', 'Name on card', { autoComplete: 'cc-name' })}</Box>
            {field('expiry', 'Expiry (MM/YY)', {
              autoComplete: 'cc-exp',
              placeholder: 'MM/YY',
              slotProps: { htmlInput: { maxLength: 5 } },
            })}
            {field('cvv', 'CVV', { autoComplete: 'cc-csc', inputMode: 'numeric', slotProps: { htmlInput: { maxLength: 4 } } })}
          </Box>
        ) : null}
        <Typography component="h3" sx={{ fontWeight: 800 }}>
          Billing address
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          {BILLING_FIELDS.map(([name, label, autoComplete]) => (
            <TextField
              key={name}
              label={label}
              autoComplete={autoComplete}
              required
              fullWidth
              sx={name === 'address' ? { gridColumn: { sm: '1 / -1' } } : undefined}
              {...limitedField(BILLING_LIMITS[name], {
                value: billing[name],
                onChange: setBillingField(name),
                error: Boolean(errors[name]),
                helperText: errors[name],
              })}
            />
          ))}
        </Box>
        {newCard && totalCents > 0 && !instalment ? (
          <FormControlLabel
            control={
              <Checkbox
                checked={saveCard || depositCents !== null}
                disabled={depositCents !== null}
                onChange={(event) => setSaveCard(event.target.checked)}
              />
            }
            label={depositCents === null ? 'Save this card' : 'Save this card (the instalments are charged to it)'}
          />
        ) : null}
        <Typography sx={{ fontSize: 13 }} color="text.secondary">
          {messages.REFUND_POLICY}
        </Typography>
        <Typography sx={{ fontSize: 13 }} color="text.secondary">
          {messages.PROMOTIONS}
        </Typography>
        <Box ref={legalRef}>
          <FormControlLabel
            control={<Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />}
            label="I have read and agree to the refund policy and the terms of enrollment"
          />
          {errors.legal ? <FormHelperText error>{errors.legal}</FormHelperText> : null}
        </Box>
        {problem ? (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={paying}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={paying || setup.loading || Boolean(setup.error)}>
          {paying ? 'Paying…' : `Pay ${formatMoney(dueNow)}`}
        </Button>
      </DialogActions>
    </Box>
  );
}
