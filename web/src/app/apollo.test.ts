import { afterEach, describe, expect, it } from 'vitest';
import { createApolloClient } from './apollo';

/** A drawn first page carries the answers it was drawn with; the app's cache starts with them. */
afterEach(() => {
  document.body.innerHTML = '';
});

const state = { ROOT_QUERY: { __typename: 'Query', appVersion: '1.2.3' } };

describe("the app's Apollo cache", () => {
  it('starts with the answers the drawn page carries', () => {
    document.body.innerHTML = `<script id="apollo-state" type="application/json">${JSON.stringify(state)}</script>`;
    expect(createApolloClient().cache.extract()).toEqual(state);
  });

  it('starts empty without them, or with them broken', () => {
    expect(createApolloClient().cache.extract()).toEqual({});
    document.body.innerHTML = '<script id="apollo-state" type="application/json">{broken</script>';
    expect(createApolloClient().cache.extract()).toEqual({});
  });
});
