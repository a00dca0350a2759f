import { describe, expect, it } from "vitest";
import { reporterNetwork } from "./reporter-network";

const SECRET = "a-secret-of-at-least-32-characters-long";
const net = (address: string, secret = SECRET) => reporterNetwork(address, secret);

describe("reporterNetwork", () => {
  it("puts IPv4 addresses of one /24 together and tells neighbouring /24s apart", () => {
    expect(net("203.0.113.7")).toBe(net("203.0.113.250"));
    expect(net("203.0.113.7")).not.toBe(net("203.0.114.7"));
    expect(net("203.0.113.7")).not.toBe(net("204.0.113.7"));
  });

  it("puts IPv6 addresses of one /48 together (a household's or a server's usual share), however written, and tells /48s apart", () => {
    expect(net("2001:db8:1:2::5")).toBe(net("2001:0db8:0001:0002:ffff:1:2:3"));
    expect(net("2001:db8:1:2::5")).toBe(net("2001:DB8:1:2:0:0:0:99"));
    // One /56 (or /48) handed to one customer: its /64s are one network.
    expect(net("2001:db8:1:100::1")).toBe(net("2001:db8:1:1ff::3"));
    expect(net("2001:db8:1:2::5")).toBe(net("2001:db8:1:ffff::5"));
    expect(net("2001:db8:1:2::5")).not.toBe(net("2001:db8:2:2::5"));
    expect(net("2001:db8::1")).toBe(net("2001:db8:0:0:1::"));
    expect(net("::1")).not.toBe(net("2001:db8::1"));
  });

  it("counts an IPv4-mapped IPv6 address as its IPv4 address", () => {
    expect(net("::ffff:203.0.113.7")).toBe(net("203.0.113.99"));
    expect(net("::ffff:203.0.113.7")).not.toBe(net("::ffff:203.0.114.7"));
    expect(net("::ffff:203.0.113.7")).not.toBe(net("2001:db8::"));
  });

  it("stores no address or prefix in plain sight, and depends on the secret", () => {
    const key = net("203.0.113.7");
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(key).not.toContain("203");
    expect(net("203.0.113.7", "another-secret-of-at-least-32-characters")).not.toBe(key);
    expect(net("2001:db8:1:2::5")).not.toMatch(/db8/);
  });
});
