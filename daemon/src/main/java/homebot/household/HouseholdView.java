package homebot.household;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/** The other rooms as last heard from the broker: availability (the last will says when one vanished) and state. */
public final class HouseholdView {
    /** Another unit. {@code state} is empty until its first state message arrives. */
    public record Unit(String room, boolean online, Optional<UnitState> state) {}

    /** A timer of another room, for the household-wide answers. */
    public record RoomTimer(String room, boolean online, UnitState.SharedTimer timer) {}

    private final String self;
    private final Map<String, Unit> units = new ConcurrentHashMap<>();

    public HouseholdView(String self) {
        this.self = self;
    }

    void availability(String room, boolean online) {
        if (!room.equals(self)) {
            units.compute(room, (r, u) -> new Unit(r, online, u == null ? Optional.empty() : u.state()));
        }
    }

    void state(UnitState state) {
        if (!state.room().equals(self)) {
            units.compute(state.room(), (r, u) -> new Unit(r, u == null || u.online(), Optional.of(state)));
        }
    }

    /** Other units, by room name. */
    public List<Unit> units() {
        List<Unit> out = new ArrayList<>(units.values());
        out.sort(Comparator.comparing(Unit::room));
        return out;
    }

    public boolean anyOtherOnline() {
        return units.values().stream().anyMatch(Unit::online);
    }

    public Optional<Unit> unit(String room) {
        return Optional.ofNullable(units.get(room));
    }

    /** Every other room's timers still counting or ringing at {@code now}, soonest first. */
    public List<RoomTimer> timers(Instant now) {
        List<RoomTimer> out = new ArrayList<>();
        for (Unit u : units.values()) {
            u.state().ifPresent(s -> s.timers().forEach(t -> {
                if (t.ringing() || t.dueAt().isAfter(now.minusSeconds(5))) {
                    out.add(new RoomTimer(u.room(), u.online(), t));
                }
            }));
        }
        out.sort(Comparator.comparing(t -> t.timer().dueAt()));
        return out;
    }

    /** Room names this unit knows of, itself included: longest first, so "dining room" wins over "dining". */
    public List<String> rooms() {
        List<String> out = new ArrayList<>(units.keySet());
        out.add(self);
        out.sort(Comparator.comparing(String::length).reversed());
        return out;
    }
}
