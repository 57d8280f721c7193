import { WalletsService } from '../../modules/wallets/wallets.service.js';

export type Wallets = WalletsService;
