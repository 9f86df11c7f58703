import { replayData } from '../replay-data.js';

export default replayData('wrongbook');
