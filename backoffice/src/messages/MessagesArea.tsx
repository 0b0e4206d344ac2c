// The messages area's screens (their routes under its address). Built in this area's folder.
import { Routes } from 'react-router';

export default function MessagesArea() {
  return <Routes></Routes>;
}
