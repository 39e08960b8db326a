// Each import registers one area's GraphQL types and fields.
import './settings/settings.graphql.js';
