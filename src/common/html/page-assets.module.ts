import { Module } from '@nestjs/common';
import { PageAssetsController } from './page-assets.controller';

@Module({ controllers: [PageAssetsController] })
export class PageAssetsModule {}
