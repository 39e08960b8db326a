// Sign-in, sessions and passwords: every operation of the area registers here.
import './session.graphql.js';
import './login.graphql.js';
import './family-login.graphql.js';
import './password.graphql.js';
import './guest.graphql.js';
