import { itIsWordedByTheCms } from '../test/cmsWording';
import { useSandbox } from '../test/sandbox';
import { callRequestMessages } from './callRequest.messages';

const sandbox = useSandbox({ resetEachTest: false });

itIsWordedByTheCms(sandbox, callRequestMessages);
