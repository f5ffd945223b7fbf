import { RequireSignedOut } from '../guards';

export default RequireSignedOut;
