import { msg } from '@lingui/core/macro';

/** Words the show report's route options use (made once, translated when shown: decision 0027). */
export const showMessages = {
  yearTitle: msg`Shows`,
};
