import { itIsWordedByTheCms } from '../test/cmsWording';
import { useSandbox } from '../test/sandbox';
import { contentMessages } from './content.messages';

const sandbox = useSandbox({ resetEachTest: false });

itIsWordedByTheCms(sandbox, contentMessages);
