// Generates "hex-bits<TAB>String(x)" lines: the ECMAScript Number::toString reference for DoubleWriterTest.
let seed = 12345n;
function next64() { seed = (seed * 6364136223846793005n + 1442695040888963407n) & ((1n << 64n) - 1n); return seed; }
const buf = new DataView(new ArrayBuffer(8));
const out = [];
function add(x) { buf.setFloat64(0, x); const hex = buf.getBigUint64(0).toString(16).padStart(16, '0'); out.push(hex + '\t' + String(x)); }
for (let i = 0; i < 3000; i++) {
  buf.setBigUint64(0, next64()); const x = buf.getFloat64(0);
  if (Number.isFinite(x)) add(x);
}
for (let e = -1074; e <= 1023; e += 7) add(Math.pow(2, e));
for (let e = -323; e <= 308; e += 3) { add(Number('1e' + e)); add(Number('9.87654321e' + e)); }
for (let i = 0; i < 500; i++) { buf.setBigUint64(0, next64() & 0xFFFFFFFFFFFFFn); add(buf.getFloat64(0)); } // subnormals
for (let i = 0; i < 500; i++) { buf.setBigUint64(0, next64()); add(Math.round(buf.getFloat64(0) % 1e17)); } // integers
for (let i = 0; i < 500; i++) { buf.setBigUint64(0, next64()); const v = Number(BigInt.asUintN(20, next64())) / 1e6; add(v); add(v * 1e-7); add(v * 1e21); } // near layout edges
[0.1, 0.2, 0.3, 1/3, 2/3, 1e21, 1e-7, 1e-6, 123e20, 5e-324, 1e-323, 1.5e-323, 1.7976931348623157e308, 2.2250738585072014e-308, 2**53, 2**53+2, 2**63, 2**64, 4.35, 0.000001, 1234567.125].forEach(add);
console.log(out.join('\n'));
