import { useMutation, useQuery } from '@apollo/client/react';
import AddIcon from '@mui/icons-material/Add';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { messages } from '@solve/core/messages';
import { type KeyboardEvent, useCallback, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import NotFoundPage from '../../../app/NotFoundPage';
import { PageSpinner } from '../../../app/RequireSignIn';
import { errorCode, errorMessage } from '../../../components/errorMessage';
import { type Confirmation, ConfirmDialog, useLeavePrompt } from '../../player';
import { type Draft, draftOf, type DraftProblem, type FieldProblem, inputOf, isDirty, newProblem, placeIssue } from './draft';
import { type Issues, IssuesContext } from './issues';
import { ProblemEditor } from './ProblemEditor';
import { type EditableProblemSetData, EditableProblemSetQuery, SaveProblemSetMutation } from './problem-sets.documents';
import { SetFieldsCard, type SetChange } from './SetFieldsCard';
import { PageHeading } from '..';

const LEAVE_TEXT = 'Your changes to this problem set are not saved. Leave without saving them?';

/** /manage/problem-sets/:id: one problem set's editor (admins). */
export default function ProblemSetEditorPage() {
  const { id } = useParams();
  const setId = Number(id);
  const valid = Number.isInteger(setId) && setId > 0;
  const { data, loading, error, refetch } = useQuery(EditableProblemSetQuery, {
    variables: { id: setId },
    skip: !valid,
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
  });
  if (!valid || errorCode(error) === 'NOT_FOUND') return <NotFoundPage />;
  if (loading && !data) return <PageSpinner />;
  if (error || !data)
    return <Alert severity="error">{errorMessage(error, 'The problem set could not be loaded. Please try again.')}</Alert>;
  return <Editor key={setId} stored={data.editableProblemSet} reload={() => void refetch()} />;
}

type Notice = { severity: 'success' | 'info' | 'error'; text: string; reload?: boolean } | null;

interface State {
  /** The stored revision the draft was made from: a newer one (saved, or reloaded) starts a new draft. */
  revision: string;
  draft: Draft;
  expanded: ReadonlySet<string>;
}

function lessonLabel(set: EditableProblemSetData): string {
  const plan = set.lessonPlan;
  if (!plan) return 'In no lesson';
  return `${plan.courseCode} · Lesson ${plan.order}: ${plan.title} · Problem Set ${plan.order}.${set.order}`;
}

function Editor({ stored, reload }: { stored: EditableProblemSetData; reload(): void }) {
  const navigate = useNavigate();
  const saved = useMemo(() => draftOf(stored), [stored]);
  const [state, setState] = useState<State>({ revision: stored.revision, draft: saved, expanded: new Set() });
  const [issues, setIssues] = useState<readonly FieldProblem[]>([]);
  const [notice, setNotice] = useState<Notice>(null);
  const [save, saving] = useMutation(SaveProblemSetMutation);

  // A newer stored version (this page's save, or a reload): the draft starts again from it, new problems keeping their place open.
  if (state.revision !== stored.revision) {
    const fresh = draftOf(stored);
    const expanded = new Set<string>();
    state.draft.problems.forEach((problem, index) => {
      const now = fresh.problems[index];
      if (state.expanded.has(problem.key) && now) expanded.add(now.key);
    });
    setState({ revision: stored.revision, draft: fresh, expanded });
  }

  const { draft } = state;
  const dirty = isDirty(draft, saved);
  const blocker = useLeavePrompt(dirty ? LEAVE_TEXT : null);
  const leaving: Confirmation | null =
    blocker.state === 'blocked'
      ? {
          text: LEAVE_TEXT,
          confirmLabel: 'Leave',
          cancelLabel: 'Stay',
          onConfirm: () => blocker.proceed(),
          onCancel: () => blocker.reset(),
        }
      : null;

  const updateDraft = useCallback(
    (change: (draft: Draft) => Draft) => setState((current) => ({ ...current, draft: change(current.draft) })),
    [],
  );
  const onSetField = useCallback<SetChange>((field, value) => updateDraft((current) => ({ ...current, [field]: value })), [updateDraft]);
  const onProblem = useCallback(
    (key: string, change: (problem: DraftProblem) => DraftProblem) =>
      updateDraft((current) => ({
        ...current,
        problems: current.problems.map((problem) => (problem.key === key ? change(problem) : problem)),
      })),
    [updateDraft],
  );
  const onMove = useCallback(
    (key: string, by: -1 | 1) =>
      updateDraft((current) => {
        const index = current.problems.findIndex((problem) => problem.key === key);
        const target = index + by;
        if (index < 0 || target < 0 || target >= current.problems.length) return current;
        const problems = [...current.problems];
        const [moved] = problems.splice(index, 1);
        problems.splice(target, 0, moved!);
        return { ...current, problems };
      }),
    [updateDraft],
  );
  const onRemove = useCallback(
    (key: string) => {
      updateDraft((current) => ({ ...current, problems: current.problems.filter((problem) => problem.key !== key) }));
      setIssues((current) => current.filter((issue) => issue.problemKey !== key));
    },
    [updateDraft],
  );
  const onToggle = useCallback(
    (key: string) =>
      setState((current) => {
        const expanded = new Set(current.expanded);
        if (expanded.has(key)) expanded.delete(key);
        else expanded.add(key);
        return { ...current, expanded };
      }),
    [],
  );
  const [focusKey, setFocusKey] = useState<string | null>(null);
  useEffect(() => {
    if (focusKey === null) return;
    const heading = document.getElementById(`problem-${focusKey}-heading`)?.closest('button');
    heading?.scrollIntoView({ block: 'center' });
    heading?.focus();
    setFocusKey(null);
  }, [focusKey]);
  const addProblem = () => {
    const problem = newProblem();
    setState((current) => ({
      ...current,
      draft: { ...current.draft, problems: [...current.draft.problems, problem] },
      expanded: new Set([...current.expanded, problem.key]),
    }));
    setFocusKey(problem.key);
  };

  const issuesValue = useMemo<Issues>(
    () => ({
      list: issues,
      messageFor: (problemKey, field) => issues.find((issue) => issue.problemKey === problemKey && issue.field === field)?.message,
      clear: (problemKey, field) =>
        setIssues((current) => current.filter((issue) => issue.problemKey !== problemKey || issue.field !== field)),
    }),
    [issues],
  );

  const showIssues = (found: FieldProblem[]) => {
    setIssues(found);
    setNotice({ severity: 'error', text: messages.PROBLEM_SET_NOT_SAVED });
    setState((current) => ({
      ...current,
      expanded: new Set([...current.expanded, ...found.flatMap((issue) => (issue.problemKey ? [issue.problemKey] : []))]),
    }));
  };

  /** Saves the draft; true when the stored set is now the draft. */
  const onSave = async (): Promise<boolean> => {
    setNotice(null);
    const converted = inputOf(draft);
    if ('problems' in converted) {
      showIssues(converted.problems);
      return false;
    }
    try {
      const result = await save({ variables: { id: stored.id, revision: stored.revision, input: converted.input } });
      const outcome = result.data?.saveProblemSet;
      if (!outcome) throw new Error('no answer');
      if (outcome.outcome === 'INVALID') {
        const keys = draft.problems.map((problem) => problem.key);
        showIssues(outcome.issues.map((issue) => placeIssue(issue.path, issue.message, keys)));
        return false;
      }
      setIssues([]);
      setNotice({ severity: outcome.outcome === 'SAVED' ? 'success' : 'info', text: outcome.message });
      return true;
    } catch (caught) {
      const changed = errorCode(caught) === 'PROBLEM_SET_CHANGED';
      setNotice({
        severity: 'error',
        text: errorMessage(caught, 'The problem set could not be saved. Please try again.'),
        reload: changed,
      });
      return false;
    }
  };

  const preview = async () => {
    if (dirty && !(await onSave())) return;
    void navigate(`/problemSets?problemSetId=${stored.id}`);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
      event.preventDefault();
      if (!saving.loading) void onSave();
    }
  };

  const numberOf = (key: string | null) => draft.problems.findIndex((problem) => problem.key === key) + 1;

  return (
    <IssuesContext.Provider value={issuesValue}>
      <Box onKeyDown={onKeyDown}>
        <Link component={RouterLink} to="/manage/problem-sets" sx={{ fontSize: 14 }}>
          ← Problem sets
        </Link>
        <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mt: 1, mb: 2 }}>
          <Box sx={{ minWidth: 0 }}>
            <PageHeading>{stored.title}</PageHeading>
            <Typography color="text.secondary" sx={{ fontSize: 14 }}>
              {lessonLabel(stored)}
            </Typography>
            <Stack direction="row" sx={{ gap: 1, mt: 1, flexWrap: 'wrap' }}>
              <Chip size="small" label={stored.code} />
              <Chip
                size="small"
                variant="outlined"
                label={stored.assignmentCount === 1 ? 'Given in 1 class lesson' : `Given in ${stored.assignmentCount} class lessons`}
              />
            </Stack>
          </Box>
        </Stack>

        {notice ? (
          <Alert
            severity={notice.severity}
            role={notice.severity === 'error' ? 'alert' : 'status'}
            sx={{ mb: 2 }}
            action={
              notice.reload ? (
                <Button color="inherit" size="small" onClick={reload}>
                  Reload
                </Button>
              ) : undefined
            }
          >
            {notice.text}
            {notice.severity === 'error' && issues.length > 0 ? (
              <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
                {issues.map((issue) => (
                  <li key={`${issue.problemKey ?? 'set'}:${issue.field}:${issue.message}`}>
                    {issue.problemKey ? `Problem ${numberOf(issue.problemKey)}` : 'The set'}
                    {issue.field && issue.field !== 'problems' ? ` · ${issue.field}` : ''}: {issue.message}
                  </li>
                ))}
              </Box>
            ) : null}
          </Alert>
        ) : null}

        <Box sx={{ display: 'grid', gap: 3 }}>
          <SetFieldsCard draft={draft} onChange={onSetField} introduction={stored.lessonPlan?.lessonPlanType === 'INTRODUCTION'} />
          <Box component="section" aria-labelledby="problems-heading" sx={{ display: 'grid', gap: 1.5 }}>
            <Typography id="problems-heading" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              Problems ({draft.problems.length})
            </Typography>
            {draft.problems.length === 0 ? <Typography color="text.secondary">{messages.EMPTY_SET}</Typography> : null}
            {draft.problems.map((problem, index) => (
              <ProblemEditor
                key={problem.key}
                problem={problem}
                number={index + 1}
                count={draft.problems.length}
                expanded={state.expanded.has(problem.key)}
                onToggle={onToggle}
                onChange={onProblem}
                onMove={onMove}
                onRemove={onRemove}
              />
            ))}
            <Box>
              <Button startIcon={<AddIcon />} variant="outlined" onClick={addProblem}>
                Add a problem
              </Button>
            </Box>
          </Box>
        </Box>

        <Box
          sx={{
            position: 'sticky',
            bottom: 0,
            zIndex: 2,
            mt: 3,
            mx: { xs: -2, md: -4 },
            px: { xs: 2, md: 4 },
            py: 1.5,
            bgcolor: 'background.paper',
            borderTop: 1,
            borderColor: 'divider',
            display: 'flex',
            alignItems: 'center',
            gap: 2,
            flexWrap: 'wrap',
          }}
        >
          <Typography sx={{ fontSize: 14, flex: '1 1 200px' }} color={dirty ? 'warning.dark' : 'text.secondary'}>
            {dirty ? 'Unsaved changes' : 'All changes saved'}
          </Typography>
          <Button variant="outlined" startIcon={<PlayCircleOutlineIcon />} onClick={() => void preview()} disabled={saving.loading}>
            {dirty ? 'Save and preview' : 'Preview'}
          </Button>
          <Button variant="contained" onClick={() => void onSave()} disabled={saving.loading}>
            {saving.loading ? 'Saving…' : 'Save'}
          </Button>
        </Box>
        <ConfirmDialog confirmation={leaving} />
      </Box>
    </IssuesContext.Provider>
  );
}
