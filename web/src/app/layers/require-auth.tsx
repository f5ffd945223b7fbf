import { RequireAuth } from '../guards';

export default RequireAuth;
