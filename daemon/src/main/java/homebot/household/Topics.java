package homebot.household;

/**
 * The household's topic names, all under one prefix; a unit is identified by its room name.
 *
 * <pre>
 * {prefix}/{room}/availability   "online" | "offline" (retained; "offline" is the last will)
 * {prefix}/{room}/state          the unit's state, JSON (retained)
 * {prefix}/{room}/cmd            commands for that unit: announce, ack (QoS 1)
 * {prefix}/{room}/mute/set       Home Assistant's mute switch: ON | OFF
 * {prefix}/{room}/say/set        Home Assistant's "say" text entity: words to speak in that room
 * {prefix}/household/wake        wake claims for arbitration (QoS 1)
 * </pre>
 */
public record Topics(String prefix, String room) {
    public static final String ONLINE = "online";
    public static final String OFFLINE = "offline";

    public String availability() {
        return availability(room);
    }

    public String availability(String otherRoom) {
        return prefix + "/" + otherRoom + "/availability";
    }

    public String state() {
        return prefix + "/" + room + "/state";
    }

    public String command(String otherRoom) {
        return prefix + "/" + otherRoom + "/cmd";
    }

    public String muteSet() {
        return prefix + "/" + room + "/mute/set";
    }

    public String saySet() {
        return prefix + "/" + room + "/say/set";
    }

    public String wake() {
        return prefix + "/household/wake";
    }

    public String allAvailability() {
        return prefix + "/+/availability";
    }

    public String allStates() {
        return prefix + "/+/state";
    }

    /** The room level of a unit topic ({@code prefix/room/...}), or null for another shape. */
    public String roomOf(String topic) {
        if (!topic.startsWith(prefix + "/")) {
            return null;
        }
        String rest = topic.substring(prefix.length() + 1);
        int slash = rest.indexOf('/');
        return slash <= 0 ? null : rest.substring(0, slash);
    }
}
