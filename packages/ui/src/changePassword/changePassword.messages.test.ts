import { itIsWordedByTheCms } from '../test/cmsWording';
import { useSandbox } from '../test/sandbox';
import { changePasswordMessages } from './changePassword.messages';

const sandbox = useSandbox({ resetEachTest: false });

itIsWordedByTheCms(sandbox, changePasswordMessages);
