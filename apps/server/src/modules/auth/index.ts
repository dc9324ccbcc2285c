// auth: login, password reset, sign-up and profiles (part A §2, §5, §7).
import { defineDomain } from '../core/index.js';
import './auth.graphql.js';

export const authDomain = defineDomain({ name: 'auth' });
