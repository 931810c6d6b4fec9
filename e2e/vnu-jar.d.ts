// vnu-jar exports the path of the checker's jar and ships no types.
declare module "vnu-jar" {
  const jarPath: string;
  export default jarPath;
}
