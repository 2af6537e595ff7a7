export default function HomePage() {
  return <h1>Studyhub</h1>;
}
