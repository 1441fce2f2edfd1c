import { useLanguage } from '@baro/client';
import {
  type FreightType,
  formatDateTime,
  milestoneLabel,
  type ShipmentStatus,
  type ShipmentSummary,
} from '@baro/core';
import { Anchor, Badge, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Lane } from '../display/Lane.tsx';

/** A column of the kit's own, or the app's (`header` and `cell` in its words). */
export type ShipmentColumn =
  | 'shipment'
  | 'lane'
  | 'customer'
  | 'current'
  | { key: string; header: ReactNode; cell: (shipment: ShipmentSummary) => ReactNode };

/** The table's words, in the app's language. */
export interface ShipmentTableWords {
  /** The kit's columns' headers. */
  shipment: string;
  lane: string;
  customer: string;
  current: string;
  /** Said of a shipment that has reached no milestone yet. */
  notStarted: string;
  status: (status: ShipmentStatus) => string;
  freightType: (freightType: FreightType) => string;
}

export interface ShipmentTableProps {
  shipments: readonly ShipmentSummary[];
  /** A shipment's page in the app's router. */
  shipmentHref: (id: string) => string;
  /** The columns in order: the kit's (`shipment`: its id linked with its status; `lane`: lane and freight type; `customer`: the team; `current`: the last milestone reached and when) and the app's. */
  columns: readonly ShipmentColumn[];
  words: ShipmentTableWords;
}

/** Shipments as a table (staff and partner lists): each shipment's id and status, lane, customer and latest milestone, and the app's columns. */
export function ShipmentTable({ shipments, shipmentHref, columns, words }: ShipmentTableProps) {
  const language = useLanguage();
  const header = (column: ShipmentColumn) => (typeof column === 'string' ? words[column] : column.header);
  const cell = (column: ShipmentColumn, shipment: ShipmentSummary): ReactNode => {
    if (typeof column !== 'string') return column.cell(shipment);
    switch (column) {
      case 'shipment':
        return (
          <>
            <Anchor component={Link} to={shipmentHref(shipment.id)} fw={600}>
              <code>{shipment.id}</code>
            </Anchor>
            <div>
              <Badge size="sm" variant="light" color={shipment.status === 'completed' ? 'gray' : 'blue'}>
                {words.status(shipment.status)}
              </Badge>
            </div>
          </>
        );
      case 'lane':
        return (
          <>
            <Lane pol={shipment.pol} pod={shipment.pod} />
            <Text size="xs" c="dimmed">
              {words.freightType(shipment.freightType)}
            </Text>
          </>
        );
      case 'customer':
        return shipment.team.name;
      case 'current':
        return shipment.currentMilestone ? (
          <>
            <Text size="sm" fw={600}>
              {milestoneLabel(shipment.currentMilestone.kind, language)}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(shipment.currentMilestone.actualAt, language)}
            </Text>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {words.notStarted}
          </Text>
        );
    }
  };
  const key = (column: ShipmentColumn) => (typeof column === 'string' ? column : column.key);
  return (
    <div className="baro-table-scroll">
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={key(column)}>{header(column)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shipments.map((shipment) => (
            <Table.Tr key={shipment.id}>
              {columns.map((column) => (
                <Table.Td key={key(column)}>{cell(column, shipment)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
