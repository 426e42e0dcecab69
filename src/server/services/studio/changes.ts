import type { ChangeDescriber } from '../../site-files/change-describer';
import { contentChanges } from './content-changes';
import { diffStudioFiles } from './fact-changes';

/**
 * How the studio tells what a release changed, in the owner's terms (a price, a notice, an article
 * renamed, a photo replaced): handed to the publisher with each publish, restore and schedule.
 */
export const STUDIO_CHANGES: ChangeDescriber = { facts: diffStudioFiles, content: contentChanges };
