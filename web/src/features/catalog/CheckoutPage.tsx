import ArrowBackIosNewIcon from '@mui/icons-material/ArrowBackIosNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { gradeLabel } from '@solve/core/grades';
import { shownLessonNumber } from '@solve/core/lesson-names';
import { messages } from '@solve/core/messages';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageSpinner } from '../../app/RequireSignIn';
import { dateRange, useDates } from '../../app/dates';
import { useSession } from '../../app/session';
import { CartItemCountQuery } from '../../app/shell/CartBadge';
import { errorMessage } from '../../components/errorMessage';
import { readFragment, type ResultOf } from '../../graphql';
import { LazyLoginModal } from '../auth';
import { AddToCartMutation, CatalogClassFields, CheckoutQuery } from './catalog.documents';
import { FreeEnrolButton } from './FreeEnrolButton';
import { instructorLabel, PriceLine } from './CatalogClassCard';

/**
 * /checkout?classroomId= (§2): the class in full, a student selector without the students already
 * enrolled or in the cart, and Add to cart with §5's texts. Signed out, the Login modal (with its
 * Register Family mode) comes first.
 */
export default function CheckoutPage() {
  const [params] = useSearchParams();
  const classroomId = Number(params.get('classroomId'));
  const valid = Number.isInteger(classroomId) && classroomId > 0;
  const { data, loading, error, refetch } = useQuery(CheckoutQuery, {
    variables: { classroomId },
    skip: !valid,
    fetchPolicy: 'cache-and-network',
  });
  if (!valid) return <Problem text={messages.CLASSROOM_MISSING} />;
  if (loading && !data) return <PageSpinner />;
  if (error && !data)
    return (
      <Problem text="The class could not be loaded. Please check your connection and try again.">
        <Button onClick={() => void refetch()}>Try again</Button>
      </Problem>
    );
  const checkout = data?.checkoutClassroom;
  if (!checkout) return <Problem text={messages.CLASSROOM_MISSING} />;
  return <CheckoutView checkout={checkout} reload={() => void refetch()} />;
}

function Problem({ text, children }: { text: string; children?: React.ReactNode }) {
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', p: 3 }}>
      <Alert severity="error" action={children}>
        {text}
      </Alert>
      <Link component={RouterLink} to="/catalog" sx={{ display: 'inline-block', mt: 2 }}>
        Back to the catalog
      </Link>
    </Box>
  );
}

type Checkout = NonNullable<ResultOf<typeof CheckoutQuery>['checkoutClassroom']>;

function CheckoutView({ checkout, reload }: { checkout: Checkout; reload(): void }) {
  const item = readFragment(CatalogClassFields, checkout.classroom);
  const dates = useDates(checkout.timeZone);
  const { me, role } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [studentId, setStudentId] = useState<number | ''>('');
  const [feedback, setFeedback] = useState<{ severity: 'error' | 'success'; text: string } | null>(null);
  const [loginOpen, setLoginOpen] = useState(false);
  const [addToCart, { loading: adding }] = useMutation(AddToCartMutation, { refetchQueries: [CartItemCountQuery, 'CheckoutClassroom'] });

  const add = async () => {
    setFeedback(null);
    if (!me) {
      setLoginOpen(true);
      return;
    }
    if (role !== 'family') {
      setFeedback({ severity: 'error', text: messages.FAMILY_LOGIN_REQUIRED });
      return;
    }
    if (studentId === '') {
      setFeedback({ severity: 'error', text: messages.SELECT_STUDENT });
      return;
    }
    try {
      await addToCart({ variables: { classroomId: item.id, studentId } });
      setStudentId('');
      setFeedback({ severity: 'success', text: messages.ADDED_TO_CART });
    } catch (caught) {
      setFeedback({ severity: 'error', text: errorMessage(caught, messages.CHECKOUT_NO_TOKEN) });
    }
  };

  const times = item.startTime && item.endTime ? dates.meetingTimes(item.startTime, item.endTime) : null;
  return (
    <Box sx={{ width: '100%', maxWidth: 1100, mx: 'auto', px: { xs: 2, md: 4 }, py: { xs: 2, md: 4 } }}>
      <Link component={RouterLink} to="/catalog" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 700, mb: 2 }}>
        <ArrowBackIosNewIcon sx={{ fontSize: 14 }} /> Catalog
      </Link>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, gap: 3, alignItems: 'start' }}>
        <Box>
          <Typography color="text.secondary" sx={{ fontWeight: 700 }}>
            {item.code} · {item.courseTitle}
          </Typography>
          <Typography component="h2" variant="h4" sx={{ fontWeight: 800, mb: 1 }}>
            {item.title} {item.full ? <Chip color="error" label="FULL" /> : null}
          </Typography>
          <Typography sx={{ mb: 2 }}>{checkout.longDescription || item.description}</Typography>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'max-content 1fr',
              columnGap: 2,
              rowGap: 0.5,
              m: 0,
              '& dt': { fontWeight: 700 },
              '& dd': { m: 0 },
            }}
          >
            <dt>Grades</dt>
            <dd>
              {gradeLabel(item.startGrade)}–{gradeLabel(item.endGrade)}
            </dd>
            <dt>Session</dt>
            <dd>{item.session}</dd>
            <dt>Dates</dt>
            <dd>{dateRange(item.startDate, item.endDate)}</dd>
            <dt>Meets</dt>
            <dd>
              {item.meets || 'At your own pace'}
              {times ? ` · ${times}` : ''}
            </dd>
            <dt>Location</dt>
            <dd>{item.location}</dd>
            <dt>{checkout.instructors.length > 1 ? `${instructorLabel(item.teachingStyle)}s` : instructorLabel(item.teachingStyle)}</dt>
            <dd>{checkout.instructors.join(', ') || 'To be announced'}</dd>
            <dt>Seats left</dt>
            <dd>{item.seatsLeft ?? 'Open'}</dd>
          </Box>
          <Typography component="h3" variant="h6" sx={{ fontWeight: 800, mt: 3, mb: 1 }}>
            Lessons
          </Typography>
          {checkout.lessons.length === 0 ? <Typography color="text.secondary">The lesson list is not published yet.</Typography> : null}
          <Box component="ol" sx={{ pl: 3, m: 0 }}>
            {checkout.lessons.map((lesson) => (
              // The introduction (lesson 0) is named, not numbered; the lessons count from 1.
              <Box
                component="li"
                key={lesson.order}
                value={shownLessonNumber({ number: lesson.order }) ?? undefined}
                sx={shownLessonNumber({ number: lesson.order }) === null ? { listStyleType: 'none' } : undefined}
              >
                {lesson.title}
                {lesson.startOn ? (
                  <Typography component="span" color="text.secondary" sx={{ fontSize: 14 }}>
                    {' '}
                    · {dates.dateTime(lesson.startOn)}
                  </Typography>
                ) : null}
              </Box>
            ))}
          </Box>
        </Box>
        <Card variant="outlined" sx={{ borderRadius: 3, position: { md: 'sticky' }, top: { md: 16 } }}>
          <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <PriceLine item={item} />
            {item.priceCents === 0 && (checkout.forSale || item.viewerEnrolled) ? (
              <FreeEnrolButton classroomId={item.id} title={item.title} enrolled={item.viewerEnrolled} />
            ) : null}
            {item.priceCents > 0 && checkout.forSale ? (
              <>
                {role === 'family' ? (
                  checkout.students.length > 0 ? (
                    <FormControl fullWidth>
                      <InputLabel id="checkout-student">Student</InputLabel>
                      <Select<number | ''>
                        labelId="checkout-student"
                        label="Student"
                        value={studentId}
                        onChange={(event) => setStudentId(event.target.value)}
                      >
                        {checkout.students.map((student) => (
                          <MenuItem key={student.id} value={student.id}>
                            {student.firstName} {student.lastName}
                          </MenuItem>
                        ))}
                      </Select>
                    </FormControl>
                  ) : (
                    <Typography color="text.secondary">
                      None of your students can be added: they are enrolled in this class, have it in the cart, or are not in its grades.
                    </Typography>
                  )
                ) : null}
                <Button
                  variant="contained"
                  size="large"
                  onClick={() => void add()}
                  disabled={adding || (role === 'family' && checkout.students.length === 0)}
                >
                  Add to cart
                </Button>
              </>
            ) : null}
            {!checkout.forSale && !(item.priceCents === 0 && item.viewerEnrolled) ? (
              <Alert severity="warning">{item.full ? messages.CLASS_FULL : messages.CLASS_NOT_FOR_SALE}</Alert>
            ) : null}
            {feedback ? (
              <Alert
                severity={feedback.severity}
                role="alert"
                action={
                  feedback.severity === 'success' ? (
                    <Button color="inherit" onClick={() => void navigate('/cart')}>
                      Go to cart
                    </Button>
                  ) : undefined
                }
              >
                {feedback.text}
              </Alert>
            ) : null}
          </CardContent>
        </Card>
      </Box>
      <LazyLoginModal
        open={loginOpen}
        onClose={() => setLoginOpen(false)}
        from={location.pathname + location.search}
        fromCheckout
        onSignedIn={reload}
      />
    </Box>
  );
}
