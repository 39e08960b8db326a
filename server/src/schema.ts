import { builder } from './graphql/builder.js';
import './modules/index.js';

/** The whole GraphQL schema: each module registers its types and fields on the builder. */
export const schema = builder.toSchema({ sortSchema: true });
