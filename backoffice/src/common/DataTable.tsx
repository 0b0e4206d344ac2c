// A table of rows the staff API pages on the server: TanStack Table keeps the columns, the
// sorting state and the row model; paging and sorting are manual (the API does them), so the
// table holds one page. Sortable columns are header buttons with aria-sort.
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef, type SortingState, type OnChangeFn } from '@tanstack/react-table';
import { FormattedMessage } from 'react-intl';
import styles from './data-table.module.css';

export interface DataTableProps<Row> {
  caption: string;
  columns: ColumnDef<Row, any>[];
  rows: Row[];
  /** Shown instead of an empty body. */
  empty: string;
  sorting?: SortingState;
  onSortingChange?: OnChangeFn<SortingState>;
  rowKey: (row: Row) => string | number;
  busy?: boolean;
}

export function DataTable<Row>({ caption, columns, rows, empty, sorting, onSortingChange, rowKey, busy }: DataTableProps<Row>) {
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    enableSorting: Boolean(onSortingChange),
    enableMultiSort: false,
    state: { sorting: sorting ?? [] },
    onSortingChange,
    getRowId: (row) => String(rowKey(row)),
  });
  return (
    // Scrolls sideways on narrow screens: focusable and named, so a keyboard can scroll it too.
    <div className={styles.scroller} tabIndex={0} role="region" aria-label={caption}>
      <table className={styles.table} aria-busy={busy || undefined}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const label = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th key={header.id} scope="col" aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}>
                    {header.column.getCanSort() ? (
                      <button type="button" className={styles.sort} onClick={header.column.getToggleSortingHandler()}>
                        {label}
                        <span aria-hidden="true">{sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}</span>
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={styles.empty}>
                {empty}
              </td>
            </tr>
          ) : (
            table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
      {busy ? (
        <p className={styles.busy} role="status">
          <FormattedMessage id="bo.common.loading" />
        </p>
      ) : null}
    </div>
  );
}
