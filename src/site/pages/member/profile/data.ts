import { daySignInState } from '#core/member/index.js';
import { configFunc } from '#core/session/index.js';
import { pageData } from '#site/kit/page-data.js';

export default pageData(() => [daySignInState(configFunc.get().daySignIn)]);
