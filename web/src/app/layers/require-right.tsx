import { RequireRight } from '../guards';

export default RequireRight;
