import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { bigintAsNumber } from '../../db/transformers.js';
import { DepositType } from './pricing-rules.js';

/** A package template of a category, copied into new services of that category. */
@Entity('category_default_packages')
export class CategoryDefaultPackage {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid')
  categoryId!: string;

  @Column('int')
  position!: number;

  @Column('text')
  name!: string;

  @Column('text', { nullable: true })
  description!: string | null;

  @Column('bigint', { transformer: bigintAsNumber })
  priceNgwee!: number;

  @Column('boolean', { default: false })
  isMandatory!: boolean;

  @Column('text')
  depositType!: DepositType;

  @Column('numeric', { precision: 12, scale: 2 })
  depositValue!: string;

  @Column('int', { default: 1 })
  deliveryDays!: number;
}
