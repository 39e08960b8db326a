import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { messages } from '@solve/core/messages';
import { act, renderHook } from '@testing-library/react';
import type { FormEvent, ReactNode } from 'react';
import { Observable } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { type StudentFields, useAddStudentForm } from './useAddStudentForm';

/** What the fake server answers next: data, a domain error with its catalogue code, or no connection. */
type Reply = { data: Record<string, unknown> } | { refuse: keyof typeof messages; text: string } | 'unreachable';

function fakeServer(replies: Reply[]) {
  const sent: { operation: string; variables: Record<string, unknown> }[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        sent.push({ operation: operation.operationName ?? '', variables: operation.variables });
        const reply = replies.shift() ?? 'unreachable';
        if (reply === 'unreachable') return observer.error(new TypeError('Failed to fetch'));
        if ('refuse' in reply) observer.next({ errors: [{ message: reply.text, extensions: { code: reply.refuse } }] });
        else observer.next({ data: reply.data });
        observer.complete();
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider>;
  return { sent, wrapper };
}

const COMPLETE: StudentFields = {
  firstName: 'Mia',
  lastName: 'Diaz',
  birthdate: '2014-05-01',
  grade: '6',
  gender: 'FEMALE',
  school: 'Lincoln',
  password: '',
};
const submitEvent = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent;
const added = { __typename: 'AddedStudent', id: 8, username: 'mia.diaz', firstName: 'Mia', message: 'Mia was added' };

function renderForm(replies: Reply[]) {
  const server = fakeServer(replies);
  const onAdded = vi.fn();
  const hook = renderHook(() => useAddStudentForm(onAdded), { wrapper: server.wrapper });
  const fill = (fields: Partial<StudentFields>) =>
    act(() => {
      for (const [name, value] of Object.entries(fields)) hook.result.current.set(name as keyof StudentFields)({ target: { value } });
    });
  const submit = () => act(() => hook.result.current.submit(submitEvent()));
  return { ...hook, ...server, onAdded, fill, submit };
}

describe('useAddStudentForm', () => {
  it('asks for every field but the password before sending anything', async () => {
    const form = renderForm([]);
    form.fill({ ...COMPLETE, school: '   ' });
    await form.submit();
    expect(form.result.current.error).toBe(messages.ADD_STUDENT_REQUIRED);
    expect(form.sent).toEqual([]);
  });

  it('adds the student, then empties the form and hands the student on', async () => {
    const form = renderForm([{ data: { addStudent: added } }]);
    form.fill({ ...COMPLETE, gender: 'MALE', password: 'pw' });
    await form.submit();
    expect(form.sent[0]?.variables).toEqual({
      input: { firstName: 'Mia', lastName: 'Diaz', birthdate: '2014-05-01', grade: 6, gender: 'MALE', school: 'Lincoln', password: 'pw' },
    });
    expect(form.onAdded).toHaveBeenCalledWith(added);
    expect(form.result.current.fields.firstName).toBe('');
    expect(form.result.current.error).toBe('');
  });

  it('sends any other gender as FEMALE', async () => {
    const form = renderForm([{ data: { addStudent: added } }]);
    form.fill({ ...COMPLETE, gender: 'OTHER' });
    await form.submit();
    expect((form.sent[0]?.variables.input as { gender: string }).gender).toBe('FEMALE');
  });

  it('shows the server’s words for a refusal, and keeps what was typed', async () => {
    const form = renderForm([{ refuse: 'INVALID_BIRTHDATE', text: messages.INVALID_BIRTHDATE }]);
    form.fill(COMPLETE);
    await form.submit();
    expect(form.result.current.error).toBe(messages.INVALID_BIRTHDATE);
    expect(form.result.current.fields.firstName).toBe('Mia');
    expect(form.onAdded).not.toHaveBeenCalled();
  });

  it('says the student could not be added when the server is out of reach', async () => {
    const form = renderForm(['unreachable']);
    form.fill(COMPLETE);
    await form.submit();
    expect(form.result.current.error).toBe(messages.ADD_STUDENT_FAILED);
  });

  it('fills in a generated password, and says so when none could be had', async () => {
    const form = renderForm([{ data: { generatedStudentPassword: 'tiger-42' } }, 'unreachable']);
    form.fill({ firstName: 'Mia' });
    await act(() => form.result.current.generate());
    expect(form.result.current.fields).toMatchObject({ firstName: 'Mia', password: 'tiger-42' });
    await act(() => form.result.current.generate());
    expect(form.result.current.error).toBe(messages.ADD_STUDENT_FAILED);
    expect(form.result.current.fields.password).toBe('tiger-42');
  });

  it('starts over on reset', async () => {
    const form = renderForm([]);
    form.fill({ firstName: 'Mia' });
    await form.submit();
    act(() => form.result.current.reset());
    expect(form.result.current.fields).toEqual({
      ...COMPLETE,
      firstName: '',
      lastName: '',
      birthdate: '',
      grade: '',
      gender: '',
      school: '',
    });
    expect(form.result.current.error).toBe('');
  });
});
