import { itIsWordedByTheCms } from '../test/cmsWording';
import { useSandbox } from '../test/sandbox';
import { registerMessages } from './register.messages';

const sandbox = useSandbox({ resetEachTest: false });

itIsWordedByTheCms(sandbox, registerMessages);
