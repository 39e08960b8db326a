// Types of proxy.mjs for the journeys that start a proxy of their own (scale-proxy.spec.ts).
import type { Server } from 'node:http';

export const PIN_COOKIE: string;
export const SERVED_BY_HEADER: string;

export interface ScaleProxy {
  server: Server;
  accept(): void;
  markDown(name: string): void;
  servedCounts(): Record<string, number>;
  listen(): Promise<void>;
  close(): Promise<void>;
}

export function createProxy(options: {
  port: number;
  instances: { name: string; port: number }[];
  s3Port: number;
  bucket: string;
  /** How often /ready is asked (250 ms unless given). */
  healthIntervalMs?: number;
}): ScaleProxy;
