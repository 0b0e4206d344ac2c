// The reviews area's screens (their routes under its address). Built in this area's folder.
import { Routes } from 'react-router';

export default function ReviewsArea() {
  return <Routes></Routes>;
}
