import { itIsWordedByTheCms } from '../test/cmsWording';
import { useSandbox } from '../test/sandbox';
import { phoneMessages } from './phoneVerification.messages';

const sandbox = useSandbox({ resetEachTest: false });

itIsWordedByTheCms(sandbox, phoneMessages);
