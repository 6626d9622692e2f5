// ReactDOM as sonner reads it (`ReactDOM.flushSync`): see sonner-react.mjs.
import { flushSync } from 'react-dom';

export default { flushSync };
