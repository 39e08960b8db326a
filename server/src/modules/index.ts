// Each import registers one area's GraphQL types and fields.
import './settings/settings.graphql.js';
import './profile/profile.graphql.js';
import './files/files.graphql.js';
import './auth/auth.graphql.js';
import './counter/counter.graphql.js';
import './cart/cart.graphql.js';
import './catalog/catalog.graphql.js';
import './payment/payment.graphql.js';
import './learning/learning.types.js';
import './player/player.graphql.js';
import './classroom/classroom.types.graphql.js';
import './classroom/dashboard.graphql.js';
import './classroom/classroom.graphql.js';
import './classroom/assignment.graphql.js';
