// One variant's stock: online, and per store (with the form to set a store's stock where the
// staff member may: stock.write, a STORE member for its own store only).
import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StoreStockLevelPartsFragment } from 'shared-contracts/admin';
import { DataTable } from '../common/DataTable';
import type { StoreStockRow, VariantView } from './product-types';
import { StoreStockForm } from './StoreStockForm';

export interface StockTableRow extends StoreStockRow {
  editable: boolean;
}

export interface VariantStockTableProps {
  variant: VariantView;
  rows: StockTableRow[];
  /** Whether the staff member may set any store's stock (the edit column). */
  canEdit: boolean;
  onSaved: (level: StoreStockLevelPartsFragment) => void;
}

export function VariantStockTable({ variant, rows, canEdit, onSaved }: VariantStockTableProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const sku = variant.sku;
  // The columns read everything from the row: their cells keep their identity, so a row's form
  // keeps what was typed (and its open dialog) when the table renders again.
  const columns = useMemo<ColumnDef<StockTableRow>[]>(() => {
    const list: ColumnDef<StockTableRow>[] = [
      { id: 'store', header: t('bo.catalogue.stock.store'), cell: ({ row }) => row.original.storeName },
      {
        id: 'quantity',
        header: t('bo.catalogue.stock.current'),
        cell: ({ row }) => (row.original.quantity === null ? t('bo.catalogue.stock.none') : intl.formatNumber(row.original.quantity)),
      },
    ];
    if (canEdit) {
      list.push({
        id: 'edit',
        header: t('bo.catalogue.stock.edit'),
        cell: ({ row }) => (row.original.editable ? <StoreStockForm sku={sku} row={row.original} onSaved={onSaved} /> : null),
      });
    }
    return list;
  }, [intl, sku, canEdit, onSaved]);

  return (
    <div>
      <h3>{variant.name ? `${variant.name} (${sku})` : sku}</h3>
      <p>
        <FormattedMessage id="bo.catalogue.stock.online" values={{ count: intl.formatNumber(variant.onlineStock) }} />
      </p>
      <DataTable caption={t('bo.catalogue.stock.caption', { sku })} columns={columns} rows={rows} empty={t('bo.catalogue.stock.empty')} rowKey={(row) => row.storeId} />
    </div>
  );
}
