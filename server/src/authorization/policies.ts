/**
 * Who may do what: the viewer predicates and require-functions every resolver and service asks,
 * defined once, split by area. Each throws the same DomainError code the API has always answered.
 */
export * from './policies/viewer.js';
export * from './policies/classroom.js';
export * from './policies/family.js';
export * from './policies/people.js';
export * from './policies/player.js';
export * from './policies/posts.js';
export * from './policies/notifications.js';
