// The audit area's screens (their routes under its address). Built in this area's folder.
import { Routes } from 'react-router';

export default function AuditArea() {
  return <Routes></Routes>;
}
