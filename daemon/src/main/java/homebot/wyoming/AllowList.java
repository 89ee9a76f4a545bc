package homebot.wyoming;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.List;

/** Which client addresses may connect: loopback always, else an exact address or a CIDR block from the list. */
final class AllowList {
    record Block(byte[] network, int prefix) {}

    private final List<Block> blocks;

    AllowList(List<String> entries) {
        this.blocks = entries.stream().map(AllowList::parseEntry).toList();
    }

    static Block parseEntry(String entry) {
        String e = entry == null ? "" : entry.strip();
        int slash = e.indexOf('/');
        String address = slash < 0 ? e : e.substring(0, slash);
        if (address.isEmpty() || !address.matches("[0-9a-fA-F:.]+")) {
            // Only literal addresses: a host name would need a DNS lookup at every connection.
            throw new IllegalArgumentException("wyoming_server.allow: not an IP address or CIDR block: '" + entry + "'");
        }
        try {
            byte[] bytes = InetAddress.getByName(address).getAddress();
            int prefix = slash < 0 ? bytes.length * 8 : Integer.parseInt(e.substring(slash + 1));
            if (prefix < 0 || prefix > bytes.length * 8) {
                throw new IllegalArgumentException("wyoming_server.allow: bad prefix length in '" + entry + "'");
            }
            return new Block(bytes, prefix);
        } catch (UnknownHostException | NumberFormatException ex) {
            throw new IllegalArgumentException("wyoming_server.allow: not an IP address or CIDR block: '" + entry + "'",
                    ex);
        }
    }

    boolean allows(InetAddress client) {
        if (client.isLoopbackAddress()) {
            return true;
        }
        byte[] a = client.getAddress();
        for (Block b : blocks) {
            if (b.network().length == a.length && matches(a, b.network(), b.prefix())) {
                return true;
            }
        }
        return false;
    }

    private static boolean matches(byte[] a, byte[] net, int prefix) {
        int full = prefix / 8;
        for (int i = 0; i < full; i++) {
            if (a[i] != net[i]) {
                return false;
            }
        }
        int rest = prefix % 8;
        if (rest == 0) {
            return true;
        }
        int mask = (0xff << (8 - rest)) & 0xff;
        return (a[full] & mask) == (net[full] & mask);
    }
}
