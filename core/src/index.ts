export * from './messages.js';
export * from './constants.js';
export * from './grades.js';
export * from './validation.js';
export * from './answers/index.js';
export * from './calendar.js';
export * from './classroom.js';
export * from './player.js';
