import { createHmac } from 'node:crypto';
import { seededPermutation } from '@solve/core';

/**
 * What the player shows in place of stored positions. A choice's stored index can give the
 * answer away (RANKING's stored order is the answer; MATCHING row i pairs left i with right i),
 * so students see choices in a display order and name them by opaque keys. Both come from an
 * HMAC of the server's secret over the submission's random seed: stable across reloads, never
 * derivable by the browser (core's shuffle is public, so its seed must not be guessable), and
 * different for every attempt. The server maps keys back to stored indexes.
 */
export interface KeySource {
  secret: string;
  /** What the keys and orders are unique to: an attempt (`s<id>:<seed>`) or a staff preview. */
  scope: string;
}

/** Sides of a problem's choices: plain choices and ranking items, MATCHING's left and right sides. */
export type ChoiceSide = 'choice' | 'left' | 'right';

const KEY_LENGTH = 12;

function digest(source: KeySource, text: string): string {
  return createHmac('sha256', source.secret).update(`${source.scope}|${text}`).digest('base64url');
}

export function submissionKeySource(secret: string, submission: { id: number; randomSeed: number }): KeySource {
  return { secret, scope: `s${submission.id}:${submission.randomSeed}` };
}

export function previewKeySource(secret: string, assignmentId: number): KeySource {
  return { secret, scope: `preview:${assignmentId}` };
}

/** The opaque key of a choice by its stored index. */
export function choiceKey(source: KeySource, problemId: number, side: ChoiceSide, index: number): string {
  return digest(source, `key:${problemId}:${side}:${index}`).slice(0, KEY_LENGTH);
}

/** The keys of `count` choices in stored order. */
export function choiceKeys(source: KeySource, problemId: number, side: ChoiceSide, count: number): string[] {
  return Array.from({ length: count }, (_, index) => choiceKey(source, problemId, side, index));
}

/** Display position → stored index: shuffled when asked, else stored order. */
export function displayPermutation(source: KeySource, what: string, length: number, shuffle: boolean): number[] {
  return shuffle ? seededPermutation(length, digest(source, `order:${what}`)) : Array.from({ length }, (_, index) => index);
}

/** Stored index of each key, for reading answers back; unknown keys are absent. */
export function keyIndex(keys: readonly string[]): Map<string, number> {
  return new Map(keys.map((key, index) => [key, index]));
}

/** The keys of a staff preview of a set outside any class (the back office's editor). */
export function setPreviewKeySource(secret: string, problemSetId: number): KeySource {
  return { secret, scope: `preview-set:${problemSetId}` };
}
