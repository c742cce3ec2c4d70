// esbuild loads CSS into the renderer as text (esbuild.mjs: loader '.css': 'text')
declare module '*.css' {
  const text: string;
  export default text;
}
